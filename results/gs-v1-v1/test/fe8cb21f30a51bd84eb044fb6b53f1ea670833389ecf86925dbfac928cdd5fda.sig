{
  "algorithm": "ed25519",
  "content_sha256": "4f754d0962d53df18bef407daaf05761e454db6dcae17d1d78326c49d3c8b5c3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe8cb21f30a51bd84eb044fb6b53f1ea670833389ecf86925dbfac928cdd5fda",
  "schema": "gridshift.signature/1",
  "signature": "1654a38422b5997f43f51f6007735a28c4aa29dbd0cbe70a5fad91456858d863c4800f9c2a2c5cdd198445a0e2b37560f4415207944ea09e2c6a1ce046a2890b"
}
