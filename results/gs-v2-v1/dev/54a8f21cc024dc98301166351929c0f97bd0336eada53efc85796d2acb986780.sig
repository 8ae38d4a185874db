{
  "algorithm": "ed25519",
  "content_sha256": "bba8ec553bd1bead3a933d1532ab13b42616838192acde5924a2e519ce347e97",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "54a8f21cc024dc98301166351929c0f97bd0336eada53efc85796d2acb986780",
  "schema": "gridshift.signature/1",
  "signature": "8728258bd6227145aa270d778eea4f83792eecb614775b379dcaabe5a1f3cc7710035f40f76b5d1394c83e795abd0e21677ebee20b833828ff7418c27bad960d"
}
