import threading


class Workers:
    def submit(self, job):
        threading.Thread(target=job).start()
