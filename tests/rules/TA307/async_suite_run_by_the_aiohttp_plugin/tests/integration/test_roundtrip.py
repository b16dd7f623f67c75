async def test_message_roundtrip(aiohttp_client, app):
    client = await aiohttp_client(app)
    response = await client.get("/")
    assert response.status == 200
