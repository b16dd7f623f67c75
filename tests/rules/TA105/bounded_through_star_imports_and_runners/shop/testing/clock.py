from time import time
