import os
import time

RETRIES = 3
