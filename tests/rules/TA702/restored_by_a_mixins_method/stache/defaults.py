DECODE_ERRORS = "strict"
ENCODING = "utf-8"
