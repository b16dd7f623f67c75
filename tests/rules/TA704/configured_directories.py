# flags: '--testarch-shared-temp-dirs=/scratch,C:\Temp'
import os


def test_scratch_is_shared():
    os.makedirs("/scratch/app")  # TA704
    os.makedirs("C:\\Temp\\app")  # TA704
    os.makedirs("/tmp/not-configured")
    assert True
