{
  "algorithm": "ed25519",
  "content_sha256": "6b249546a544433ce70c6078da48cf6815aec18387d77d1a11583d9f47fdeae7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0dbb8e5710d5afd5d91d2a611e4b976c07b8bcc4ae2bdff46aacaf3926fde6d4",
  "schema": "gridshift.signature/1",
  "signature": "b46a298849d1cc7771d41d99db5bab7048162b322c27cbbaff6b77d8aacdf48cf69ce529501965c7c958d8608bdd19235f7d20a9b70fb5e5ee442fdc0e4a2801"
}
