{
  "algorithm": "ed25519",
  "content_sha256": "5710e9cfffc709b2ff1fe20f87ac071f8cbd71cc6e015908b957e454c494e5e1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8597ba32e5d9c38732521fe05303b4836174d9efa09a7f19b947ac79bd59dc48",
  "schema": "gridshift.signature/1",
  "signature": "339d387d414d7c4d5c91abc1a34896433efe67caf3c418ff61077e0e23020c78f2d6375e31230bbb8ba32b92f07e5a020674bed6402c539231e9f654ac3c2c0a"
}
