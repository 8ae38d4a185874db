{
  "algorithm": "ed25519",
  "content_sha256": "2b512881adb3bc4bae0cc459a8bc8dec19086599b26d297d4775190a02576987",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ce353fa89037dfb556f1bfd0e2d116cff96bbafcc92df043619b05bcc066c996",
  "schema": "gridshift.signature/1",
  "signature": "558e7e769736ce49cdf3fcdb8e0a13207626fcd46938ef35e518d7c88c28b860cf508eabb37df256f9bfa640252834c9bea4766ca90b87fd296cfb15e7090304"
}
