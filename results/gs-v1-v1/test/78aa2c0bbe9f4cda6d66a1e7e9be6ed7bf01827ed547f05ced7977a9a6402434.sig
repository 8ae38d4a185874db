{
  "algorithm": "ed25519",
  "content_sha256": "bbb74b8091fde5717abc671d5f23f07ac500fe1020b2acaf4668690ec0df9117",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "78aa2c0bbe9f4cda6d66a1e7e9be6ed7bf01827ed547f05ced7977a9a6402434",
  "schema": "gridshift.signature/1",
  "signature": "2606ccb3b50f4896e9b6d247082da5af2949d574cd9b6f1b52c67074464d4b0594e30f454c605f03e46b600cc3199c93e59d3cdc4a5ccf93644d079f81e5c800"
}
