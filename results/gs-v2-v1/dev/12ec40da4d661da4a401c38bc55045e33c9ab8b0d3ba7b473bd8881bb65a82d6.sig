{
  "algorithm": "ed25519",
  "content_sha256": "d369968866d0be0dab7162397f8e32461ca4443f7db8c322c65c974885bddab3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "12ec40da4d661da4a401c38bc55045e33c9ab8b0d3ba7b473bd8881bb65a82d6",
  "schema": "gridshift.signature/1",
  "signature": "797fe01a3e2f96b9e87f221fe2254dabceab00e26a191093be2a4b167f94e9c2e88c7e559c1ae399c34c28f752787fb34c5d27037d7fe3f8caee795c06745101"
}
