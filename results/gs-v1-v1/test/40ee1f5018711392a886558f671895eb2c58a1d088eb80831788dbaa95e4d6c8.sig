{
  "algorithm": "ed25519",
  "content_sha256": "2d26f04c71745f0def7ed3de14214a1dbf26cff60fafb9715c80b7933627137a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "40ee1f5018711392a886558f671895eb2c58a1d088eb80831788dbaa95e4d6c8",
  "schema": "gridshift.signature/1",
  "signature": "e048005796bd23b18ed74ec0bb86fa3b627e88bbd2f3cd5a520dfad25f3bb3b7f9a346ffbc51804ed6c1ae93ed4c8f3a6361e9394866f12b07a8b854923f2102"
}
