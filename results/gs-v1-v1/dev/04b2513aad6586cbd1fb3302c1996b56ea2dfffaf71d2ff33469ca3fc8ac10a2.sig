{
  "algorithm": "ed25519",
  "content_sha256": "aeea6b3e7f3957c65fb74b6c79ad5f24fc0e31435f67c0118c68cb0706aeeac3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "04b2513aad6586cbd1fb3302c1996b56ea2dfffaf71d2ff33469ca3fc8ac10a2",
  "schema": "gridshift.signature/1",
  "signature": "2209acaac189a03f1e23a1b8bd15717d16e554ac27613f7bc974cdbd2ed7d95f6f8e805f4ab025aa0538cdb9be0a4beb55ac90b5789fb1c720c3b657d1066303"
}
