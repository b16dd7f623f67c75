import socketserver
import threading


class EchoHandler(socketserver.BaseRequestHandler):
    def handle(self):
        self.request.sendall(self.request.recv(1024))


class EchoServerThread(threading.Thread):
    def __init__(self):
        super().__init__()
        self.server = socketserver.TCPServer(("127.0.0.1", 0), EchoHandler)

    def run(self):
        self.server.serve_forever()

    def stop(self):
        self.server.shutdown()

    def pause(self):
        self.server.socket.settimeout(1)


class RelayThread(threading.Thread):
    def __init__(self, relay):
        super().__init__()
        self.relay = relay

    def run(self):
        self.relay.forward_all()

    def stop(self):
        self.relay.shutdown()
