{
  "algorithm": "ed25519",
  "content_sha256": "9bc0ae096662a7c724aea7fe98475f55dc4519b52c6cf6c0fa63ac896d1a131c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0bfaacbd455c85d419dabb21d653b004068cdf5ec874cfd797a9a8a0c73ec63b",
  "schema": "gridshift.signature/1",
  "signature": "dfff242c943a4ec980da16c68074214cca5b8a6561ebb846bec4924958c00725f7f72fc6ccd69ce5d3baada1219ba356d188b076be2b1f2ba297feee221b1500"
}
