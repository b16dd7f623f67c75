from app import codec as _codec


class Packet:
    codec = _codec
    parser = None
