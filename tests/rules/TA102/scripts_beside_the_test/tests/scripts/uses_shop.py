import shop

shop.serve()
