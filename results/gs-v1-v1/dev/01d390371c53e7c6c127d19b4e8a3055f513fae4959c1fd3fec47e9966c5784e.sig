{
  "algorithm": "ed25519",
  "content_sha256": "6382fd47ba1c5e9ece221464dea7323144bdd28e2ea8753c8b490807e31a3e8b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "01d390371c53e7c6c127d19b4e8a3055f513fae4959c1fd3fec47e9966c5784e",
  "schema": "gridshift.signature/1",
  "signature": "6823111e7a110eb98f7eece55bca15b780d965022e483c63a9e3bd2de5740366a34afb7fc83cfbf2434a5b9bed71650bfc55adbc390711bb854180ba483c3705"
}
