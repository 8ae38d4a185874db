{
  "algorithm": "ed25519",
  "content_sha256": "b149569b111defd68ab9a64f97be15a5e1e36a678bd307f934aaaa3c4b4eb342",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "16318fea872ed39dd51214d14fd5bb1adcc30ea005b1244529af7a329ba02f65",
  "schema": "gridshift.signature/1",
  "signature": "b2ea0d44751966ebaf4909f3703287c21e6f2b8dad5ebf9e1664a119f7fb194052f5382c1ce08be7782509b26b55c6a7a8ca00d7d7abd6fdae5cb86f708ffe0d"
}
