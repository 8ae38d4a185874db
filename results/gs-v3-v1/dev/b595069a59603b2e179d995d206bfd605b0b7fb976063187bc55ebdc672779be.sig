{
  "algorithm": "ed25519",
  "content_sha256": "4f11f5163413ae55cc67730a3ed72ca340b94b89e36042c99af8a008d7260ea1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b595069a59603b2e179d995d206bfd605b0b7fb976063187bc55ebdc672779be",
  "schema": "gridshift.signature/1",
  "signature": "a0d03c3ee0beeddb2a81a184f74bdb06fd9cce4c815dfe25bc5d492db615a398f65ded0b75a0d9bb96bc52cf5127ceb0ad77fe31fe17274abf6917d674b2bc01"
}
