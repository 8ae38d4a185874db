{
  "algorithm": "ed25519",
  "content_sha256": "805681fdb89e541af728527e22f7112c0e47f8063a3d249e51aad3f58afaa1be",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "45e754ee4358d32136478c7f2f06d2a0b2bc5331ce38e3b6864b69116e38899e",
  "schema": "gridshift.signature/1",
  "signature": "197919205bf56566fecda90ac28ce086bc8211144866454e31f065fbded4be73218de83b4f4ed9ba5ea83f602cd79ae3680587e5b971ec3c3c0779f0c065bd01"
}
