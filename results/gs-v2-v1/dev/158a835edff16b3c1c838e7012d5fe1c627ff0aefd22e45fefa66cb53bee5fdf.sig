{
  "algorithm": "ed25519",
  "content_sha256": "657613d111900ed161b81dc4d65c06bd113f162e0ca8a6446e80969d31ecc9cf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "158a835edff16b3c1c838e7012d5fe1c627ff0aefd22e45fefa66cb53bee5fdf",
  "schema": "gridshift.signature/1",
  "signature": "265972685b97b1d15bc13963c40503661b447d55c163e5888e9bd167c5c95b5a414194bc7bac9c95fbf1fab6ace83c1db75042e8d232a374a0abc388e506fb04"
}
