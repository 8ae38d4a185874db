{
  "algorithm": "ed25519",
  "content_sha256": "0aa8da9893265b4f841ef41bacbba99c67684c1d92ea0b4a9bd64f0a87009063",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "6b11394e88b877021873846ce3aa7453a48ba6e63f6d3d5a7effa12d0f933c95",
  "schema": "gridshift.signature/1",
  "signature": "626f65f5bdaf6e5a1e94ae89ca420c9562e6bbacf9954b927ca25088fc0c78d827e913d6fcfd8458762f2dea258d15a3d15aa9b926693091070f6287b71dfd06"
}
