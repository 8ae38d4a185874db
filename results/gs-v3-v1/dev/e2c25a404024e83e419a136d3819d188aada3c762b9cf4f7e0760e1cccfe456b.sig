{
  "algorithm": "ed25519",
  "content_sha256": "9cce835e0ae23da2907bd49624af76e55bedd43d699a96129e0556d870c7d74e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e2c25a404024e83e419a136d3819d188aada3c762b9cf4f7e0760e1cccfe456b",
  "schema": "gridshift.signature/1",
  "signature": "c35ec1249b14111ddc14a6c285344816cdfa3becde1b92f77f6969cadcfff564bfd7249f9668954744f20ca8c10c6da5f25816b2016cb24bac6b7f1871caf40e"
}
