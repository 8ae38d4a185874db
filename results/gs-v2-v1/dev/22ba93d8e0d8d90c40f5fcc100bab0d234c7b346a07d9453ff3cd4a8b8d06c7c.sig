{
  "algorithm": "ed25519",
  "content_sha256": "be9a312929ab54ddbab674132bb38f67d2eca3510c51ec76f3d56e03651f9442",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "22ba93d8e0d8d90c40f5fcc100bab0d234c7b346a07d9453ff3cd4a8b8d06c7c",
  "schema": "gridshift.signature/1",
  "signature": "61ad82ff5c9df50ed51ee6c5371659e559492206b48728b84cbe5e303401ab99c5f552f9f72fb2b7f1e8b7dae9ebade61aa057a0ad2e630a4eb503c63e9a5809"
}
