{
  "algorithm": "ed25519",
  "content_sha256": "bdb2ed5fe284844b20e59e47bc9007af01d9134847647753a857bf67aee0f9f7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "e15d327957a6f9b8182cb9ae5005b975a3e0fac8c44c6ddd63f38871e084f202",
  "schema": "gridshift.signature/1",
  "signature": "621d3cf08dc6a4a56418474c5970ef9df8717cdf7699b98ce60728974cf51cc6291b4644db17513fc93f6a66cec9b1dc849c01e3237888fbd7eb71fc1d347107"
}
