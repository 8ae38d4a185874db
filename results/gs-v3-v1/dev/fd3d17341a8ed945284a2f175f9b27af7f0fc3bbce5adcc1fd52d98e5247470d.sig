{
  "algorithm": "ed25519",
  "content_sha256": "d9cf25b643680a56515c10e3799cfb679321a7163bc1c8c497dca9c3e52815ac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fd3d17341a8ed945284a2f175f9b27af7f0fc3bbce5adcc1fd52d98e5247470d",
  "schema": "gridshift.signature/1",
  "signature": "16e07a1df958c205543212518494611c21911c2c659a947ea1cd1083f569704ad1763e1aab06de42fff235248bea0cc750a5f972a0417c69b59f9f95c91b1604"
}
