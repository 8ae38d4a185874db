{
  "algorithm": "ed25519",
  "content_sha256": "2517dd4cd3572f047f72c3d317f951e72f0a3f7c87cec55bf1bc0005a506fb52",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "9dba556e279f235fe09458f6f9a2a29e148037fedfaad3df713f49ae61f1b89f",
  "schema": "gridshift.signature/1",
  "signature": "d1f2253fa211faaecc65a3f062599167624a744771f78bd31d89633baa76fe6dfa40f5bd284a8996a4b1245c5be19fb359d613bb0174068446f660463ecf8c08"
}
