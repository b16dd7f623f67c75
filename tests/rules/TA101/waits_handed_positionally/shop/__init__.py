from .timing import debounce, repeat
