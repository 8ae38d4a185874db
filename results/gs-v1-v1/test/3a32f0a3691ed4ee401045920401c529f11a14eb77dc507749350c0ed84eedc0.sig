{
  "algorithm": "ed25519",
  "content_sha256": "a1dc3cc9dcad9830a6e3995663f04f00faa677ff4cedbe337512f2d654212af5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3a32f0a3691ed4ee401045920401c529f11a14eb77dc507749350c0ed84eedc0",
  "schema": "gridshift.signature/1",
  "signature": "d785627ca952567bc883089fe25395eb57f8387d379fb593992e2f3bae57aaa3aa73d0521e9e43eca2a64b6efc2d1d6e8b88699e878c2767bfb4d542dd838606"
}
