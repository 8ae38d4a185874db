{
  "algorithm": "ed25519",
  "content_sha256": "742b1b48a231569bbd3bcd5e71c0fbe4aac9f57fc45d4e8bd158f7d926249efe",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "89287707246446ab16d59890751bf9f124314279918ec3f8e3770395c405ecf7",
  "schema": "gridshift.signature/1",
  "signature": "670fbf033e3dc486d54e069891c872fd054c0bf2b84f8d763adb724162ca0e5d6ba64f0b03a1b35c9939e43b628fa3e7f54bd19ba16b05dabf515cd56308610c"
}
