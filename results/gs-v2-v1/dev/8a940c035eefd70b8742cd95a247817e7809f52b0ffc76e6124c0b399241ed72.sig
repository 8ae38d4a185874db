{
  "algorithm": "ed25519",
  "content_sha256": "a27fd6687b618dda4aa8ab5e44b47c1e260abb0b8c88e9cbaac4f69b005cc28a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8a940c035eefd70b8742cd95a247817e7809f52b0ffc76e6124c0b399241ed72",
  "schema": "gridshift.signature/1",
  "signature": "4e928ac8b23e8aed0869449ff903ecb11815e75721058757aea10b3aeadc69effe67f27e80055490c40ffe3853476531cbd68a1a429fbfb80fae2ee75fbc790a"
}
