FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY fixtures/package.json fixtures/
COPY projections/package.json projections/
COPY providers/package.json providers/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/src/main.ts"]
