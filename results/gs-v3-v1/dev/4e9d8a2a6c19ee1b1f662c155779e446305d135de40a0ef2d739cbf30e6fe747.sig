{
  "algorithm": "ed25519",
  "content_sha256": "6beb90d976a260c5ec541502530138c446494f4f406d08373f6d13953cd91eeb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4e9d8a2a6c19ee1b1f662c155779e446305d135de40a0ef2d739cbf30e6fe747",
  "schema": "gridshift.signature/1",
  "signature": "3b358e3deb2d85f154897f45e9b06da5954fc739bf93d4092dbb970c26bc7e806a07836418d35ee5a6bf8ebfcac8bbacc98e2a7106a916c62016f0a1d3be960e"
}
