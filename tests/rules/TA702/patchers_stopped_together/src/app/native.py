kernel = object()
codec = object()


def free(handle):
    return kernel.Free(handle)
