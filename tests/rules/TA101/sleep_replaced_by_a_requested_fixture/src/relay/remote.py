import asyncio


async def reconnect(client):
    await asyncio.sleep(client.backoff)
    return await client.connect()
