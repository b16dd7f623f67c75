import json
import multiprocessing

print(json.dumps(multiprocessing.get_start_method()))
