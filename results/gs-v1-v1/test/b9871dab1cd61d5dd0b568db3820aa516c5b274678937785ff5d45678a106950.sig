{
  "algorithm": "ed25519",
  "content_sha256": "009bb4a031d872ebda2c878cd459f397902c7de7faeddedaf1ed97e900e130dc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9871dab1cd61d5dd0b568db3820aa516c5b274678937785ff5d45678a106950",
  "schema": "gridshift.signature/1",
  "signature": "57e507b3c178ed54536287ae04d675b77e807dc0fc68f861c26f9c3e0a609382dd76e8315219006a967e88a6ac0b182be3cc6eee05e52e64c9ea1b69d8f62e0d"
}
