{
  "algorithm": "ed25519",
  "content_sha256": "19d41db704c5b1b0145df814f3d2cc854c9ec8ad937fc25ea272629871eeeb59",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "68a6d35db4a1f4c98f5963924d331acb53cb83be4c2d6641d398133d258684fe",
  "schema": "gridshift.signature/1",
  "signature": "1a0686a6173a11463a5e7c5bfef0d1a8ff7d2fff64501619f3d2045c74ec565e3bfeffa6ea4d93cae91b5f6e91c5c0108c0416941a6329ae3dd94c897d18d108"
}
