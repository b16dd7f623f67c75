import servicefinder

from shop import registry


def endpoint(name):
    finder = servicefinder.Finder()
    info = finder.get_service_info(name)
    return f"http://{info.address}:{info.port}"


def registered(name):
    return registry.Registry().entry(name).port
