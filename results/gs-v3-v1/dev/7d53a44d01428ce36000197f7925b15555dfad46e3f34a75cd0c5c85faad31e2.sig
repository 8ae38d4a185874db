{
  "algorithm": "ed25519",
  "content_sha256": "54e8adec119092f37409bb48e875fa468e2bce3e3537149c282f6e7c797f9dac",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7d53a44d01428ce36000197f7925b15555dfad46e3f34a75cd0c5c85faad31e2",
  "schema": "gridshift.signature/1",
  "signature": "17a42ec25ec702bbd367707baa049fc2747c76a9f4d79510955b56855344f1fb5cc526e0576864cf3a6d1458f0ca5cd0e4a04253199dca52f9b2670d3e2dcc0b"
}
