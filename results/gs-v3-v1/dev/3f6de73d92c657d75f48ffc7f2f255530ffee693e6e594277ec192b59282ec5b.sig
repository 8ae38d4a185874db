{
  "algorithm": "ed25519",
  "content_sha256": "c0ce2db335881cca3cf073a76c4d50e830ab4f5e16a17cd936565e7ee6955368",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f6de73d92c657d75f48ffc7f2f255530ffee693e6e594277ec192b59282ec5b",
  "schema": "gridshift.signature/1",
  "signature": "5e216740fb08ae238d838aa9c94098a08c262ce024beb4152fb52776dd2ee1082dc94bdf5f9d7ddd7622c44dd8efec0fa1437da40d3193f68cc16aa36192530e"
}
