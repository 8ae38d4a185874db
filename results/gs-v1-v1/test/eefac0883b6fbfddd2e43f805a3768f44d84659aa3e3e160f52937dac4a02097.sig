{
  "algorithm": "ed25519",
  "content_sha256": "55a134a3c2ec99bf76681b97282f7a943e0a7879a8c3a88573d0bc966db67e80",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "eefac0883b6fbfddd2e43f805a3768f44d84659aa3e3e160f52937dac4a02097",
  "schema": "gridshift.signature/1",
  "signature": "22f7fbb372dc9cd119a666ca0dd51913d3bc792feb8895aa09f2c1bbc6ab0df532943650e932d41836ea1d8d8f340d8d312ce179368413e7bf25acd526364805"
}
