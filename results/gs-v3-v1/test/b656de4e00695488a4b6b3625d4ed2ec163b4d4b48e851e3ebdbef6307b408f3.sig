{
  "algorithm": "ed25519",
  "content_sha256": "a6eb23f57060431ed716baddb8f4914ab3022f27a0909ce55b36c29c30d6f262",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b656de4e00695488a4b6b3625d4ed2ec163b4d4b48e851e3ebdbef6307b408f3",
  "schema": "gridshift.signature/1",
  "signature": "042abee0edc430378d3d73ad7b7172fd02993cf42f41562920fd8d4cab01d680ff01e8a98c00a222d7383b67b3b3248d04218c985b5528ea96f9d22eb3189802"
}
