{
  "algorithm": "ed25519",
  "content_sha256": "bc42d1de8ebee2f4570ec7d9b456d3000665b1784699cbf662d0c7753e1a4df0",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c0b0b67836b8f9393f01ccf8d05293404f6f6d3bf38fac6d440698a92c321c6",
  "schema": "gridshift.signature/1",
  "signature": "1dc4877312348cc9c03c85efd0b9bf4f27d3cb79c0e80d78c301ca04752133b2fc7330bd3b43eaad57057fba16b2031fe62ea40ed1996e306190580376ea8c05"
}
