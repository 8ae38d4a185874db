{
  "algorithm": "ed25519",
  "content_sha256": "eeb20926198455fbf1931f02b9694d99b3897ab640ea0725a416bc8ecd7a5133",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "caa911ad44fc75fbaf9fd7474b53150aad297ad77b073a451ccde9792a3e583d",
  "schema": "gridshift.signature/1",
  "signature": "92303713f2945231f3f406ea67a2ac5b73e79a32cb0dfcb879bbed6c1655590181687c8f0cee58b7af28de72410c366f06f899c458d035b7579387e4e525620c"
}
