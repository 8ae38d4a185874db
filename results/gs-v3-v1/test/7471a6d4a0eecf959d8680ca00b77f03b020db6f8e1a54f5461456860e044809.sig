{
  "algorithm": "ed25519",
  "content_sha256": "700755332f60017c60c854b990f4eece637d07063caba4aa7bf78afaa613fb86",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7471a6d4a0eecf959d8680ca00b77f03b020db6f8e1a54f5461456860e044809",
  "schema": "gridshift.signature/1",
  "signature": "ca12ea2801ff22bbdd29a66b09fca2a39dab183eb5d5108f991ec37fd0d7454e36806590fabd4ae4b06fe1e6e715bb0d8ed75829f88a562c1fd6c0572dc68901"
}
