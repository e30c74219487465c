/**
 * The official client libraries (SPEC §2 "Client libraries"). Versions and runtime minimums
 * come from SPEC; Node.js and Go minimums are not given there and follow each runtime's
 * oldest supported release.
 * TODO(lead): the registry and repository URLs belong in src/config/site.ts (externalLinks).
 */
export type ClientLibrary = {
  id: 'node' | 'python' | 'php' | 'ruby' | 'java' | 'go';
  language: string;
  version: string;
  runtime: string;
  install: string;
  registry: {name: string; url: string};
  repositoryUrl: string;
};

export const clientLibraries: readonly ClientLibrary[] = [
  {
    id: 'node',
    language: 'Node.js',
    version: 'v1.2.0',
    runtime: 'Node.js 18+',
    install: 'npm install @agentworks/sdk',
    registry: {name: 'npm', url: 'https://www.npmjs.com/package/@agentworks/sdk'},
    repositoryUrl: 'https://github.com/agentworks/agentworks-node',
  },
  {
    id: 'python',
    language: 'Python',
    version: 'v0.9.4',
    runtime: 'Python 3.7+',
    install: 'pip install agentworks',
    registry: {name: 'PyPI', url: 'https://pypi.org/project/agentworks/'},
    repositoryUrl: 'https://github.com/agentworks/agentworks-python',
  },
  {
    id: 'php',
    language: 'PHP',
    version: 'v1.0.2',
    runtime: 'PHP 7.4+',
    install: 'composer require agentworks/agentworks-php',
    registry: {name: 'Packagist', url: 'https://packagist.org/packages/agentworks/agentworks-php'},
    repositoryUrl: 'https://github.com/agentworks/agentworks-php',
  },
  {
    id: 'ruby',
    language: 'Ruby',
    version: 'v0.8.1',
    runtime: 'Ruby 2.7+',
    install: 'gem install agentworks',
    registry: {name: 'RubyGems', url: 'https://rubygems.org/gems/agentworks'},
    repositoryUrl: 'https://github.com/agentworks/agentworks-ruby',
  },
  {
    id: 'java',
    language: 'Java',
    version: 'v0.7.3',
    runtime: 'Java 8+',
    install: 'com.agentworks:agentworks-java:0.7.3',
    registry: {
      name: 'Maven Central',
      url: 'https://central.sonatype.com/artifact/com.agentworks/agentworks-java',
    },
    repositoryUrl: 'https://github.com/agentworks/agentworks-java',
  },
  {
    id: 'go',
    language: 'Go',
    version: 'v0.5.2',
    runtime: 'Go 1.20+',
    install: 'go get github.com/agentworks/agentworks-go',
    registry: {name: 'pkg.go.dev', url: 'https://pkg.go.dev/github.com/agentworks/agentworks-go'},
    repositoryUrl: 'https://github.com/agentworks/agentworks-go',
  },
];
