from app import codec as _codec


class Frame:
    codec = _codec
