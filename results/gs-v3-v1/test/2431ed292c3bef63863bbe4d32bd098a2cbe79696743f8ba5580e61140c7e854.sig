{
  "algorithm": "ed25519",
  "content_sha256": "cf5daae0642e0f6e609d709d72c86741d84b65e6a33fb771e16f76f44a1fd572",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2431ed292c3bef63863bbe4d32bd098a2cbe79696743f8ba5580e61140c7e854",
  "schema": "gridshift.signature/1",
  "signature": "c5a4ffaa4bdc24d57b023491a50deb60121b6325df20ddf962bab797a96e95a8fdd5e5a58c2fba2bf4d468311174fef158381bb76e49afeba5778ec2f238b209"
}
