{
  "algorithm": "ed25519",
  "content_sha256": "4df3deadb525d9c161d8440c327c06401136705ee8a9c6f6b0565ff24b61aaaf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "820cc763d1e11d457089d351360822281456e0ae3971f704d91833ba9fdb27ec",
  "schema": "gridshift.signature/1",
  "signature": "0a28ae282caa2cf7467ff91de8d4a49506679619a70cc981a91cb12cbd6983e967d03ca0ba453bb90c89a6970a06a3056dbc6aff7895d47fefd31dcc56b6990f"
}
