{
  "algorithm": "ed25519",
  "content_sha256": "0d94f8905b9181d24f35e8101565fcc2f9f19d3b175d14eedae7360b60a42e76",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cf662238b7c9a1e5fd2b6ed81f89d1e2f685db5c7c89fd8e3dc4b01a0636ef6e",
  "schema": "gridshift.signature/1",
  "signature": "a33501d0a2c0b52031572f4111b9afe675dcfbe17e594fcf6f87e746de9c05ee61047633be5c330c6d821dd0148827481747da7afdf63565ee8f4a8146293d00"
}
