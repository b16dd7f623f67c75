class Library:
    def GetCount(self):
        return 0


DEFAULT_LIBRARY = Library()
